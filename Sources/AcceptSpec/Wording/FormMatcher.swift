/// Finds a language's listed forms in text: from left to right, the longest listed form wins at each place, and
/// matching goes on after it, so a used form shields the avoided forms inside it.
///
/// A form that begins (ends) with an ASCII letter or digit matches only where the character before (after) it is
/// not one. Text is compared by Unicode scalars.
struct FormMatcher: Sendable {
  /// One place where a listed form stands in the text.
  struct Match: Hashable, Sendable {
    /// The form found.
    let form: GlossaryForm
    /// The offset of its first Unicode scalar in the text.
    let offset: Int
  }

  /// The forms by their first scalar, longest first.
  private let forms: [Unicode.Scalar: [GlossaryForm]]

  /// Creates a matcher for `forms`; a form listed twice is kept once, the first time it is listed.
  init(_ forms: [GlossaryForm]) {
    var seen: Set<String> = []
    var byFirst: [Unicode.Scalar: [GlossaryForm]] = [:]
    for form in forms where !form.scalars.isEmpty && seen.insert(form.text).inserted {
      byFirst[form.scalars[0], default: []].append(form)
    }
    // Two distinct forms of one length never both stand at one place, so the order among them does not matter.
    self.forms = byFirst.mapValues { $0.sorted { $0.scalars.count > $1.scalars.count } }
  }

  /// Every listed form in `text`, used and avoided, in order.
  func matches(in text: String) -> [Match] {
    let scalars = Array(text.unicodeScalars)
    var found: [Match] = []
    var index = 0
    while index < scalars.count {
      if let form = longest(at: index, in: scalars) {
        found.append(Match(form: form, offset: index))
        index += form.scalars.count
      } else {
        index += 1
      }
    }
    return found
  }

  /// The longest form that stands at `index` with its boundaries kept, if any.
  private func longest(at index: Int, in scalars: [Unicode.Scalar]) -> GlossaryForm? {
    forms[scalars[index]]?.first { form in
      let end = index + form.scalars.count
      guard end <= scalars.count, scalars[index..<end].elementsEqual(form.scalars) else { return false }
      let before =
        Self.isASCIIAlphanumeric(form.scalars[0]) && index > 0 && Self.isASCIIAlphanumeric(scalars[index - 1])
      let after =
        Self.isASCIIAlphanumeric(form.scalars[form.scalars.count - 1]) && end < scalars.count
        && Self.isASCIIAlphanumeric(scalars[end])
      return !before && !after
    }
  }

  /// Whether `scalar` is an ASCII letter or digit.
  static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
  }
}
