/// The inline parser's mutable tree while it reads: nodes in one array, each list of siblings doubly linked, so that
/// wrapping a run of siblings in emphasis or a link, or dropping a used delimiter, takes constant time.
///
/// Node 0 is the root; every node the parser appends goes to the end of the root's children. Offsets are byte
/// offsets in the `InlineSource`.
struct InlineWorkspace {
  /// One node while the parser reads.
  struct Node {
    /// What the node is.
    var kind: InlineKind
    /// Whether the node is a run of `*` or `_`: its text is then its bytes from `start` to `end`, which shrink as
    /// emphasis uses them (no string is rebuilt per match).
    var isDelimiterRun = false
    /// The offset of the node's first byte.
    var start: Int
    /// The offset just after the node's last byte.
    var end: Int
    /// The previous and next sibling, or -1.
    var previous = -1
    var next = -1
    /// The first and last child, or -1.
    var firstChild = -1
    var lastChild = -1
  }

  /// The index of the root.
  static let root = 0
  /// Every node, the root first.
  private(set) var nodes = [Node(kind: .emphasis, start: 0, end: 0)]

  /// The node at `index`.
  subscript(index: Int) -> Node {
    get { nodes[index] }
    set { nodes[index] = newValue }
  }

  /// Appends a node to the root's children and returns its index.
  @discardableResult
  mutating func append(_ kind: InlineKind, start: Int, end: Int, isDelimiterRun: Bool = false) -> Int {
    let index = nodes.count
    let last = nodes[Self.root].lastChild
    nodes.append(Node(kind: kind, isDelimiterRun: isDelimiterRun, start: start, end: end, previous: last))
    if last == -1 { nodes[Self.root].firstChild = index } else { nodes[last].next = index }
    nodes[Self.root].lastChild = index
    return index
  }

  /// Gives `parent`, a node without children, its only child.
  mutating func appendChild(_ kind: InlineKind, start: Int, end: Int, to parent: Int) {
    nodes[parent].firstChild = nodes.count
    nodes[parent].lastChild = nodes.count
    nodes.append(Node(kind: kind, start: start, end: end))
  }

  /// The last child of the root, or -1.
  var last: Int { nodes[Self.root].lastChild }

  /// Moves the root's children strictly between `after` and `before` (-1: up to the end) into a new node of
  /// `kind`, which takes their place, and returns the new node's index.
  @discardableResult
  mutating func wrap(after: Int, before: Int, in kind: InlineKind, start: Int, end: Int) -> Int {
    let index = nodes.count
    let first = nodes[after].next
    let last = before == -1 ? nodes[Self.root].lastChild : nodes[before].previous
    var node = Node(kind: kind, start: start, end: end, previous: after, next: before)
    if first != before && first != -1 {
      node.firstChild = first
      node.lastChild = last
      nodes[first].previous = -1
      nodes[last].next = -1
    }
    nodes.append(node)
    nodes[after].next = index
    if before == -1 { nodes[Self.root].lastChild = index } else { nodes[before].previous = index }
    return index
  }

  /// Takes the root's child `index` out of the list.
  mutating func remove(_ index: Int) {
    let previous = nodes[index].previous
    let next = nodes[index].next
    if previous == -1 { nodes[Self.root].firstChild = next } else { nodes[previous].next = next }
    if next == -1 { nodes[Self.root].lastChild = previous } else { nodes[next].previous = previous }
    nodes[index].previous = -1
    nodes[index].next = -1
  }
}
