/// The page's one inline script: the language choice for the whole page, the filters and the search, and the
/// edition switch; without it every edition and every check stays visible. Elements marked with a key (`data-t`,
/// `data-tt`, `data-ta`, `data-tp`) take their words from the table; the two that repeat on every card or mark
/// (`a.to-matrix` and a status mark) are found by class instead, which keeps the page small. The document's title
/// takes the verdict's translated totals, and a timeline drawing's spoken label its translated caption.
extension PageStyle {
  /// The script, with the chrome words of `PageText` in the edition languages as its data. English is not in it:
  /// the page is written in English, and the script keeps each element's English the first time it replaces it.
  /// The hidden-rows line is made by the script itself, so its English pattern comes along for languages without a
  /// table (the others are translated from the table each time the line is counted); so do the English words of a
  /// timeline's zoom button, whose key changes when it is pressed.
  static var script: String {
    "var acceptText = (\(tables))(\(PageText.scriptLiteral));\n"
      + "var acceptHiddenRows = \(PageText.quoted(PageText.english(.summaryHidden)));\n"
      + "var acceptZoomWords = [\(PageText.quoted(PageText.english(.timelineZoomIn))), "
      + "\(PageText.quoted(PageText.english(.timelineZoomOut)))];\n" + behaviour + "\n"
      + appendixWords + reviewBehaviour
  }

  /// Turns the literal's key list and word lists into one `{key: words}` object per language.
  private static let tables = """
    function (data) {
      var tables = {};
      Object.keys(data).forEach(function (language) {
        if (language === 'keys') { return; }
        var table = tables[language] = {};
        data.keys.forEach(function (key, i) { table[key] = data[language][i]; });
      });
      return tables;
    }
    """

  /// What the script does.
  ///
  /// Two choices: the language of the page's own words (English or a language of the run) and the edition whose
  /// prose and code are shown. Words in a language of the run bring its edition along, and an edition chosen then
  /// brings its words; with English words, the edition is chosen on its own.
  ///
  /// The words are, in this order: the history entry's (Back and Forward show what was shown there), `?lang=`, the
  /// ones remembered in `localStorage` (`accept.lang`), the first of `navigator.languages` the run has, and English.
  /// The edition is the history entry's, the one a fragment points into, `?edition=`, the words' own, the one
  /// remembered (`accept.edition`), and the run's first language. Every choice is remembered in the address
  /// (`?lang=ja`, or `?lang=en&edition=ja`) and in `localStorage`, and pushed as a history entry; an unknown or
  /// malformed value counts as none. The filters and the search keep or hide a check's code block and its results
  /// together, a line under the summary says how many of its rows they hide, and following a link to something they
  /// hide clears them.
  private static let behaviour = """
    document.documentElement.classList.add('tabs');
    (function () {
      var wordsKey = 'accept.lang', editionKey = 'accept.edition', current = null, chosenWords = 'en';
      function options(id) {
        var pick = document.getElementById(id);
        return pick ? Array.prototype.map.call(pick.options, function (option) { return option.value; }) : [];
      }
      function known() { return options('edition-pick'); }
      function fromNavigator() {
        var wanted = navigator.languages || [navigator.language || ''], languages = known();
        for (var i = 0; i < wanted.length; i++) {
          var tag = String(wanted[i]).toLowerCase(), language = null;
          if (/^zh-(tw|hk|mo)(-|$)|^zh-hant(-|$)/.test(tag)) { language = 'zh-Hant'; }
          else if (/^zh-(cn|sg)(-|$)|^zh-hans(-|$)/.test(tag)) { language = 'zh-Hans'; }
          else if (/^ja(-|$)/.test(tag)) { language = 'ja'; }
          if (language && languages.indexOf(language) >= 0) { return language; }
        }
        return null;
      }
      function fromAddress(name) {
        var match = new RegExp('[?&]' + name + '=([^&#]*)').exec(location.search);
        if (!match) { return null; }
        try { return decodeURIComponent(match[1]); } catch (e) { return null; }
      }
      function stored(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }
      function target(hash) {
        if (!hash || hash.length < 2) { return null; }
        try { return document.getElementById(decodeURIComponent(hash.slice(1))); } catch (e) { return null; }
      }
      function editionOf(element) {
        var edition = element && element.closest && element.closest('.edition');
        return edition ? edition.getAttribute('lang') : null;
      }
      function words(language) { return acceptText[language] || {}; }
      function fill(text, element, table) {
        return text.replace(/\\{([nmkj])(:t)?\\}/g, function (whole, name, named) {
          var value = element.getAttribute('data-' + name) || '';
          return named ? (table[value] || value) : value;
        });
      }
      function filled(keys, element, table) {
        var parts = keys.split(' ').map(function (key) { return table[key] ? fill(table[key], element, table) : null; });
        return parts.indexOf(null) >= 0 ? null : parts.join('');
      }
      function translate(language) {
        var table = words(language);
        document.documentElement.lang = acceptText[language] ? language : 'en';
        function put(element, name, key) {
          var saved = element.acceptEnglish || (element.acceptEnglish = {});
          if (!(name in saved)) { saved[name] = name === 'text' ? element.textContent : element.getAttribute(name); }
          var text = filled(key, element, table);
          if (text === null) { text = saved[name]; }
          if (name === 'text') { element.textContent = text; } else { element.setAttribute(name, text); }
        }
        [['data-t', 'text'], ['data-tt', 'title'], ['data-ta', 'aria-label'], ['data-tp', 'placeholder']]
          .forEach(function (kind) {
            document.querySelectorAll('[' + kind[0] + ']').forEach(function (element) {
              put(element, kind[1], element.getAttribute(kind[0]));
            });
          });
        document.querySelectorAll('a.to-matrix').forEach(function (element) {
          put(element, 'text', 'matrix.up');
          put(element, 'title', 'matrix.back');
        });
        document.querySelectorAll('.mark[role="img"]').forEach(function (element) {
          put(element, 'aria-label', 'status.' + element.className.replace(/^mark /, ''));
        });
        var verdict = document.querySelector('.verdict'), heading = document.querySelector('title[data-t]');
        if (verdict && heading) {
          heading.setAttribute('data-n', Array.prototype.map.call(verdict.querySelectorAll('[data-t^="totals."], [data-t="verdict.interrupted"]'),
            function (element) { return element.textContent; }).join(''));
          put(heading, 'text', heading.getAttribute('data-t'));
        }
        document.querySelectorAll('figure.timeline').forEach(function (figure) {
          var drawing = figure.querySelector('svg'), caption = figure.querySelector('figcaption');
          if (!drawing || !caption) { return; }
          var saved = drawing.acceptEnglish || (drawing.acceptEnglish = { label: drawing.getAttribute('aria-label') });
          var spoken = caption.cloneNode(true), link = spoken.querySelector('.shared-link');
          if (link) { link.parentNode.removeChild(link); }
          drawing.setAttribute('aria-label', acceptText[language] ? spoken.textContent : saved.label);
        });
      }
      function drawShared(edition) {
        document.querySelectorAll('.edition[lang="' + edition + '"] figure.timeline[data-drawing]:not(.drawn)')
          .forEach(function (figure) {
            var source = document.querySelector('figure.timeline[data-drawing-of="'
              + figure.getAttribute('data-drawing') + '"] svg');
            var holder = figure.querySelector('.scroll');
            if (!source || !holder) { return; }
            var copy = source.cloneNode(true), from = source.querySelectorAll('*'), to = copy.querySelectorAll('*');
            // The English words a translated element keeps aside do not come along with a copy.
            copy.acceptEnglish = source.acceptEnglish;
            for (var i = 0; i < from.length; i++) { to[i].acceptEnglish = from[i].acceptEnglish; }
            holder.appendChild(copy);
            figure.classList.add('drawn');
          });
      }
      function show(wordsLanguage, edition) {
        current = edition;
        chosenWords = wordsLanguage === 'en' ? 'en' : edition;
        document.querySelectorAll('.editions > input[data-lang]').forEach(function (input) {
          if (input.getAttribute('data-lang') === edition) { input.checked = true; }
        });
        var pick = document.getElementById('lang-pick'), editionPick = document.getElementById('edition-pick');
        if (pick) { pick.value = chosenWords; }
        if (editionPick) { editionPick.value = edition; }
        drawShared(edition);
        translate(chosenWords);
        try { localStorage.setItem(wordsKey, chosenWords); localStorage.setItem(editionKey, edition); } catch (e) {}
      }
      function address(hash) {
        var params = new URLSearchParams(location.search);
        params.delete('lang');
        params.delete('edition');
        params.set('lang', chosenWords);
        if (chosenWords === 'en') { params.set('edition', current); }
        return '?' + params.toString() + hash;
      }
      function remember(push, hash) {
        var method = push ? 'pushState' : 'replaceState', state = { acceptLang: chosenWords, acceptEdition: current };
        try { history[method](state, '', address(hash === undefined ? location.hash : hash)); } catch (e) {
          try { history[method](state, ''); } catch (e2) {}
        }
      }
      function settle(wordsLanguage, edition, push, hash) {
        show(wordsLanguage, edition);
        remember(push, hash);
        filter();
      }
      function chooseWords(language) {
        if (language === chosenWords) { return; }
        settle(language, language === 'en' ? current : language, true);
      }
      function chooseEdition(edition) {
        if (edition === current) { return; }
        settle(chosenWords, edition, true);
      }
      function first(candidates, languages) {
        for (var i = 0; i < candidates.length; i++) {
          if (candidates[i] && languages.indexOf(candidates[i]) >= 0) { return candidates[i]; }
        }
        return null;
      }
      function starting(state) {
        var wordsLanguage = first([state && state.acceptLang, fromAddress('lang'), stored(wordsKey), fromNavigator()],
          options('lang-pick')) || 'en';
        var edition = first([state && state.acceptEdition, editionOf(target(location.hash)), fromAddress('edition'),
          wordsLanguage === 'en' ? null : wordsLanguage, stored(editionKey)], known()) || known()[0] || null;
        return edition ? [wordsLanguage, edition] : null;
      }
      function value(id) { var element = document.getElementById(id); return element ? element.value : ''; }
      function hiddenByFilters(element) { return !!(element && element.closest('.filtered, .unmatched')); }
      function units(section) {
        var list = [];
        section.querySelectorAll('.edition').forEach(function (edition) {
          var blocks = edition.children;
          for (var i = 0; i < blocks.length; i++) {
            var next = blocks[i + 1];
            if (blocks[i].matches('figure.code, details.fold') && next && next.matches('.check')) {
              list.push([blocks[i], next]); i++;
            }
            else { list.push([blocks[i]]); }
          }
        });
        return list;
      }
      function filter() {
        var failedBox = document.getElementById('filter-failed');
        var failedOnly = failedBox && failedBox.checked, spec = value('filter-spec');
        document.documentElement.classList.toggle('failed-only', !!failedOnly);
        var query = value('filter-search').trim().toLowerCase();
        document.querySelectorAll('[data-spec], .check[data-held]').forEach(function (element) {
          var hidden = (spec && element.hasAttribute('data-spec') && element.getAttribute('data-spec') !== spec)
            || (failedOnly && element.hasAttribute('data-held'));
          if (!hidden && query && element.tagName === 'TR') {
            hidden = (element.getAttribute('data-spec') + ' ' + element.textContent).toLowerCase().indexOf(query) < 0;
          }
          element.classList.toggle('filtered', hidden);
        });
        document.querySelectorAll('section.spec').forEach(function (section) {
          var named = !query || section.getAttribute('data-spec').toLowerCase().indexOf(query) >= 0;
          var found = named;
          units(section).forEach(function (unit) {
            var text = unit.map(function (block) { return block.textContent; }).join(' ').toLowerCase();
            var matches = named || text.indexOf(query) >= 0;
            var held = failedOnly && unit.length === 2 && unit[1].hasAttribute('data-held');
            unit.forEach(function (block) {
              block.classList.toggle('unmatched', !matches);
              if (unit.length === 2) { block.classList.toggle('filtered', held); }
            });
            found = found || (matches && !held && editionOf(unit[0]) === current);
          });
          if (!found) { section.classList.add('filtered'); }
        });
        count();
      }
      function count() {
        document.querySelectorAll('table.unexpected').forEach(function (table) {
          var holder = table.closest('.table') || table, note = holder.nextElementSibling;
          if (!note || !note.classList.contains('hidden-rows')) {
            note = document.createElement('p');
            note.className = 'hidden-rows hint';
            holder.parentNode.insertBefore(note, holder.nextSibling);
          }
          var hidden = table.querySelectorAll('tbody tr.filtered').length;
          note.setAttribute('data-n', String(hidden));
          var pattern = words(chosenWords)['summary.hidden'] || acceptHiddenRows;
          note.textContent = pattern.replace('{n}', String(hidden));
          note.hidden = hidden === 0;
        });
      }
      function reveal(element) {
        for (var fold = element && element.parentElement; fold; fold = fold.parentElement) {
          if (fold.tagName === 'DETAILS') { fold.open = true; }
        }
        if (!hiddenByFilters(element)) { return; }
        var failedBox = document.getElementById('filter-failed');
        if (failedBox) { failedBox.checked = false; }
        ['filter-spec', 'filter-search'].forEach(function (id) {
          var input = document.getElementById(id);
          if (input) { input.value = ''; }
        });
        filter();
      }
      window.addEventListener('DOMContentLoaded', function () {
        var start = starting(history.state);
        if (!start) { return; }
        settle(start[0], start[1], false);
        var element = target(location.hash);
        if (element) { reveal(element); element.scrollIntoView(); }
      });
      window.addEventListener('popstate', function (event) {
        var start = starting(event.state || { acceptLang: chosenWords, acceptEdition: current });
        if (start) { show(start[0], start[1]); filter(); }
      });
      window.addEventListener('hashchange', function () {
        var element = target(location.hash);
        if (element) { reveal(element); element.scrollIntoView(); }
        var language = editionOf(element);
        if (language && language !== current) { show(chosenWords, language); filter(); element.scrollIntoView(); }
        if (!(history.state && history.state.acceptEdition) && current) { remember(false); }
      });
      document.addEventListener('click', function (event) {
        var zoom = event.target.closest && event.target.closest('figure.timeline > button.zoom');
        if (zoom) {
          var zoomed = zoom.parentNode.classList.toggle('zoomed');
          zoom.setAttribute('data-t', zoomed ? 'timeline.zoom-out' : 'timeline.zoom-in');
          zoom.acceptEnglish = { text: acceptZoomWords[zoomed ? 1 : 0] };
          zoom.textContent = words(chosenWords)[zoom.getAttribute('data-t')] || zoom.acceptEnglish.text;
          return;
        }
        var whole = event.target.closest && event.target.closest('button.whole-code');
        if (whole) { whole.closest('figure.code').classList.add('whole'); return; }
        var link = event.target.closest && event.target.closest('a[href^="#"]');
        var element = link && target(link.getAttribute('href'));
        reveal(element);
        var language = editionOf(element);
        if (!language || language === current) { return; }
        event.preventDefault();
        settle(chosenWords, language, true, link.getAttribute('href'));
        element.scrollIntoView();
      });
      document.addEventListener('change', function (event) {
        var element = event.target;
        if (element.id === 'lang-pick') { chooseWords(element.value); }
        else if (element.id === 'edition-pick') { chooseEdition(element.value); }
        else if (element.matches('.editions > input[data-lang]')) { chooseEdition(element.getAttribute('data-lang')); }
        else if (element.id === 'filter-failed' || element.id === 'filter-spec') { filter(); }
      });
      document.addEventListener('input', function (event) {
        if (event.target.id === 'filter-search') { filter(); }
      });
    })();
    """
}
