// jungrapht's Eiglsperger crossing reduction: the containers of segments
// (its InsertionOrderSplayTree, bookkeeping as it does it) and the six steps
// of EiglspergerSteps, swept top down (EiglspergerStepsForward) or bottom up
// (EiglspergerStepsBackward), with the compaction graph each sweep builds.
#include <algorithm>
#include <cmath>
#include <limits>

#include "svg_eiglsperger.h"

namespace tlacore::eval::natives::svg_layout::eiglsperger {
namespace {

// The splay tree of one container: rotations, splay and positions as
// InsertionOrderSplayTree has them.
struct Tree {
  Model &m;
  size_t c;
  int &root() { return m.el[c].root; }
  SplayNode &n(int i) { return m.nodes[i]; }
  int sz(int i) const { return i < 0 ? 0 : m.nodes[i].size; }

  void leftRotate(int x) {
    int y = n(x).right;
    if (y >= 0) {
      n(x).right = n(y).left;
      if (n(y).left >= 0)
        n(n(y).left).parent = x;
      n(y).parent = n(x).parent;
    }
    int p = n(x).parent;
    if (p < 0)
      root() = y;
    else if (x == n(p).left)
      n(p).left = y;
    else
      n(p).right = y;
    if (y >= 0)
      n(y).left = x;
    n(x).size = sz(n(x).left) + sz(n(x).right) + 1;
    n(x).parent = y;
  }
  void rightRotate(int x) {
    int y = n(x).left;
    if (y >= 0) {
      n(x).left = n(y).right;
      if (n(y).right >= 0)
        n(n(y).right).parent = x;
      n(y).parent = n(x).parent;
    }
    int p = n(x).parent;
    if (p < 0)
      root() = y;
    else if (x == n(p).left)
      n(p).left = y;
    else
      n(p).right = y;
    if (y >= 0)
      n(y).right = x;
    n(x).size = sz(n(x).left) + sz(n(x).right) + 1;
    n(x).parent = y;
  }
  void splay(int x) {
    if (x < 0)
      return;
    while (n(x).parent >= 0) {
      int p = n(x).parent, g = n(p).parent;
      if (g < 0) {
        if (n(p).left == x)
          rightRotate(p);
        else
          leftRotate(p);
      } else if (n(p).left == x && n(g).left == p) {
        rightRotate(g);
        rightRotate(n(x).parent);
      } else if (n(p).right == x && n(g).right == p) {
        leftRotate(g);
        leftRotate(n(x).parent);
      } else if (n(p).left == x && n(g).right == p) {
        rightRotate(p);
        leftRotate(n(x).parent);
      } else {
        leftRotate(p);
        rightRotate(n(x).parent);
      }
    }
    int r = root();
    n(r).size = sz(n(r).left) + sz(n(r).right) + 1;
  }
  int pos(int node) {
    // The recursion over the parents unrolled: the offsets on the way up,
    // added to the root's position (or to -1 off the tree).
    int offset = 0;
    for (;;) {
      if (node == root())
        return offset + sz(n(node).left);
      int p = n(node).parent;
      if (p >= 0 && n(p).right == node) {
        offset += sz(n(node).left) + 1;
      } else if (p >= 0 && n(p).left == node) {
        offset -= sz(n(node).right) + 1;
      } else {
        return offset - 1;
      }
      node = p;
    }
  }
  int maxNode() {
    int u = root();
    if (u < 0)
      return -1;
    while (n(u).right >= 0)
      u = n(u).right;
    return u;
  }
  int findPosition(int node, int k) {
    while (node >= 0) {
      int p = pos(node);
      if (p == k)
        return node;
      node = p < k ? n(node).right : n(node).left;
    }
    return -1;
  }
  // Preorder: the node, its left subtree, its right subtree.
  int findKey(int from, size_t key) const {
    std::vector<int> stack;
    if (from >= 0)
      stack.push_back(from);
    while (!stack.empty()) {
      int node = stack.back();
      stack.pop_back();
      if (m.nodes[node].key == key)
        return node;
      if (m.nodes[node].right >= 0)
        stack.push_back(m.nodes[node].right);
      if (m.nodes[node].left >= 0)
        stack.push_back(m.nodes[node].left);
    }
    return -1;
  }
};

} // namespace

size_t Model::newContainer() { return add(Kind::Container); }

int Model::size(size_t container) const {
  int r = el[container].root;
  return r < 0 ? 0 : nodes[r].size;
}

void Model::append(size_t container, size_t segment) {
  SplayNode z;
  z.key = segment;
  nodes.push_back(z);
  int zi = static_cast<int>(nodes.size() - 1);
  Tree t{*this, container};
  if (t.root() < 0) {
    t.root() = zi;
    return;
  }
  int max = t.maxNode();
  t.splay(max);
  nodes[max].right = zi;
  nodes[max].size += 1;
  nodes[zi].parent = max;
}

void Model::join(size_t container, size_t joiner) {
  Tree t{*this, container};
  t.splay(t.maxNode());
  int jr = el[joiner].root;
  if (t.root() >= 0) {
    nodes[t.root()].right = jr;
    if (jr >= 0) {
      nodes[t.root()].size += nodes[jr].size;
      nodes[jr].parent = t.root();
    }
  } else {
    t.root() = jr;
  }
}

size_t Model::splitAt(size_t container, int position) {
  Tree t{*this, container};
  int found = t.findPosition(t.root(), position);
  size_t right = newContainer();
  if (found < 0)
    return right;
  t.splay(found);
  int r = nodes[found].right;
  if (r >= 0) {
    nodes[r].parent = -1;
    nodes[found].size -= nodes[r].size;
  }
  el[right].root = r;
  nodes[found].right = -1;
  return right;
}

size_t Model::splitAround(size_t container, size_t segment) {
  Tree t{*this, container};
  int node = t.findKey(t.root(), segment);
  if (node < 0)
    return container;
  t.splay(node);
  int l = nodes[node].left, r = nodes[node].right;
  nodes[node].size -= r < 0 ? 0 : nodes[r].size;
  if (r >= 0)
    nodes[r].parent = -1;
  if (l >= 0)
    nodes[l].parent = -1;
  el[container].root = l;
  size_t right = newContainer();
  el[right].root = r;
  return right;
}

bool Model::containsSegment(size_t container, size_t segment) const {
  Tree t{const_cast<Model &>(*this), container};
  return t.findKey(el[container].root, segment) >= 0;
}

std::vector<size_t> Model::segments(size_t container) const {
  // InsertionOrderSplayTree.Iterator: in order, walking up by parents.
  std::vector<size_t> out;
  int next = el[container].root;
  if (next < 0)
    return out;
  while (nodes[next].left >= 0)
    next = nodes[next].left;
  while (next >= 0) {
    int r = next;
    if (nodes[next].right >= 0) {
      next = nodes[next].right;
      while (nodes[next].left >= 0)
        next = nodes[next].left;
    } else {
      for (;;) {
        int p = nodes[next].parent;
        if (p < 0) {
          next = -1;
          break;
        }
        if (nodes[p].left == next) {
          next = p;
          break;
        }
        next = p;
      }
    }
    out.push_back(nodes[r].key);
  }
  return out;
}

void Model::neighbors() {
  predecessors.assign(el.size(), {});
  successors.assign(el.size(), {});
  for (const Edge &e : edges)
    if (e.alive) {
      if (std::find(predecessors[e.target].begin(), predecessors[e.target].end(), e.source) ==
          predecessors[e.target].end())
        predecessors[e.target].push_back(e.source);
      if (std::find(successors[e.source].begin(), successors[e.source].end(), e.target) ==
          successors[e.source].end())
        successors[e.source].push_back(e.target);
    }
}

namespace {

// EiglspergerSteps with the direction's predicates and functions.
struct Steps {
  Model &m;
  bool forward;

  bool join(size_t v) const { return m.el[v].kind == (forward ? Kind::P : Kind::Q); }
  bool split(size_t v) const { return m.el[v].kind == (forward ? Kind::Q : Kind::P); }
  const List &neighbors(size_t v) const { return forward ? m.predecessors[v] : m.successors[v]; }

  void updateIndices(List &layer) {
    for (size_t i = 0; i < layer.size(); ++i)
      m.el[layer[i]].index = static_cast<int>(i);
  }
  void updatePositions(const List &layer) {
    int current = 0;
    for (size_t v : layer) {
      if (m.isContainer(v) && m.size(v) == 0)
        continue;
      m.setPos(v, current);
      current += m.isContainer(v) ? m.size(v) : 1;
    }
  }
  // EiglspergerUtil.scan: an alternating list of containers and vertices.
  List scan(const List &list) {
    List out;
    for (size_t v : list) {
      if (out.empty()) {
        if (!m.isContainer(v))
          out.push_back(m.newContainer());
        out.push_back(v);
      } else {
        size_t previous = out.back();
        if (m.isContainer(previous) && m.isContainer(v)) {
          m.join(previous, v);
        } else if (!m.isContainer(previous) && !m.isContainer(v)) {
          out.push_back(m.newContainer());
          out.push_back(v);
        } else {
          out.push_back(v);
        }
      }
    }
    if (!out.empty() && !m.isContainer(out.back()))
      out.push_back(m.newContainer());
    int i = 0;
    for (size_t v : out) // assignIndices: empty containers keep theirs
      if (!(m.isContainer(v) && m.size(v) == 0))
        m.el[v].index = i++;
    return out;
  }

  void stepOne(List &current) {
    List out;
    for (size_t v : current) {
      if (join(v)) {
        if (out.empty())
          out.push_back(m.newContainer());
        m.append(out.back(), m.el[v].segment); // (a ClassCastException in Java were it no container)
      } else {
        out.push_back(v);
      }
    }
    current = scan(out);
    updateIndices(current);
  }

  static int medianValue(std::vector<int> p) {
    if (p.empty())
      return -1;
    if (p.size() == 1)
      return p[0];
    std::sort(p.begin(), p.end());
    size_t mid = p.size() / 2;
    if (p.size() % 2 == 1)
      return p[mid];
    if (p.size() == 2)
      return (p[0] + p[1]) / 2;
    int left = p[mid - 1] - p[0], right = p.back() - p[mid];
    return (p[mid - 1] * right + p[mid] * left) / (left + right);
  }

  void assignPositions(const List &current) {
    size_t previousVertex = kSynthetic, previousContainer = kSynthetic;
    for (size_t i = 0; i < current.size(); ++i) {
      size_t v = current[i];
      if (i % 2 == 0) {
        if (m.size(v) > 0)
          m.setPos(v, previousContainer == kSynthetic ? 0 : m.el[previousVertex].pos + 1);
        previousContainer = v;
      } else {
        m.setPos(v, previousVertex == kSynthetic ? m.size(previousContainer)
                                                 : m.el[previousVertex].pos + m.size(previousContainer) + 1);
        previousVertex = v;
      }
    }
  }

  void assignMeasures(const List &downstream) {
    for (size_t v : downstream)
      if (m.isContainer(v) && m.size(v) > 0)
        m.setMeasure(v, m.el[v].pos);
    for (size_t v : downstream) {
      if (split(v))
        continue;
      if (m.isContainer(v)) {
        m.setMeasure(v, m.el[v].pos);
      } else {
        std::vector<int> poses;
        for (size_t u : neighbors(v))
          poses.push_back(m.el[u].pos);
        m.setMeasure(v, poses.empty() ? m.el[v].pos : medianValue(poses));
      }
    }
  }

  void stepTwo(List &current, List &downstream) {
    assignPositions(current);
    updatePositions(current);
    for (size_t v : current)
      if (m.isContainer(v) && m.size(v) > 0 && std::find(downstream.begin(), downstream.end(), v) == downstream.end())
        downstream.push_back(v);
    assignMeasures(downstream);
  }

  void stepThree(List &downstream) {
    List listV, listS, segmentVertices;
    for (size_t v : downstream) {
      if (split(v))
        segmentVertices.push_back(v);
      else if (m.isContainer(v)) {
        if (m.size(v) > 0)
          listS.push_back(v);
      } else
        listV.push_back(v);
    }
    auto byMeasure = [&](size_t a, size_t b) { return m.el[a].measure < m.el[b].measure; };
    std::stable_sort(listS.begin(), listS.end(), byMeasure);
    std::stable_sort(listV.begin(), listV.end(), byMeasure);
    List merged;
    if (listS.empty() || listV.empty()) {
      merged = listS;
      merged.insert(merged.end(), listV.begin(), listV.end());
      std::stable_sort(merged.begin(), merged.end(), byMeasure);
    } else {
      size_t iv = 0;
      while (iv < listV.size() && !listS.empty()) {
        size_t v = listV[iv], s = listS.front();
        if (m.el[v].measure <= m.el[s].pos) {
          merged.push_back(v);
          ++iv;
        } else if (m.el[v].measure >= m.el[s].pos + m.size(s) - 1) {
          merged.push_back(s);
          listS.erase(listS.begin());
        } else {
          listS.erase(listS.begin());
          ++iv;
          int k = static_cast<int>(std::ceil(m.el[v].measure - m.el[s].pos));
          size_t right = m.splitAt(s, k);
          merged.push_back(s);
          merged.push_back(v);
          m.setPos(right, m.el[s].pos + k);
          listS.insert(listS.begin(), right);
        }
      }
      merged.insert(merged.end(), listV.begin() + static_cast<std::ptrdiff_t>(iv), listV.end());
      merged.insert(merged.end(), listS.begin(), listS.end());
    }
    merged.insert(merged.end(), segmentVertices.begin(), segmentVertices.end());
    downstream = merged;
    updateIndices(downstream);
    updatePositions(downstream);
  }

  void sortLayer(int rank) {
    List &layer = m.layers[rank];
    std::stable_sort(layer.begin(), layer.end(), [&](size_t a, size_t b) { return m.el[a].index < m.el[b].index; });
  }

  void stepFour(List &downstream, int downstreamRank) {
    List qs;
    for (size_t v : downstream)
      if (split(v))
        qs.push_back(v);
    for (size_t q : qs) {
      size_t segment = m.el[q].segment, container = kSynthetic;
      for (size_t v : downstream)
        if (m.isContainer(v) && m.containsSegment(v, segment)) {
          container = v;
          break;
        }
      if (container == kSynthetic)
        continue; // jungrapht logs an error
      auto at = std::find(downstream.begin(), downstream.end(), container) - downstream.begin();
      size_t right = m.splitAround(container, segment);
      downstream.erase(std::find(downstream.begin(), downstream.end(), q));
      downstream.erase(std::find(downstream.begin(), downstream.end(), container));
      downstream.insert(downstream.begin() + at, {container, q, right});
    }
    updateIndices(downstream);
    updatePositions(downstream);
    sortLayer(downstreamRank);
  }

  void swap(List &layer, size_t i, size_t j) {
    std::swap(layer[i], layer[j]);
    m.el[layer[i]].index = static_cast<int>(i);
    m.el[layer[j]].index = static_cast<int>(j);
    updatePositions(layer);
  }

  // AccumulatorTreeUtil.crossingWeight: the edges sorted by (source index,
  // target index) in place, each crossing weighted by the product of the
  // edges' weights (a container target weighs its size).
  int crossingWeight(std::vector<std::pair<size_t, size_t>> &edges) {
    std::stable_sort(edges.begin(), edges.end(), [&](const auto &a, const auto &b) {
      if (m.el[a.first].index != m.el[b.first].index)
        return m.el[a.first].index < m.el[b.first].index;
      return m.el[a.second].index < m.el[b.second].index;
    });
    if (edges.empty())
      return 0;
    int maxIndex = m.el[edges[0].second].index;
    for (const auto &e : edges)
      maxIndex = std::max(maxIndex, m.el[e.second].index);
    int firstIndex = 1;
    while (firstIndex < maxIndex + 1)
      firstIndex *= 2;
    std::vector<int> tree(2 * firstIndex - 1, 0);
    --firstIndex;
    int total = 0;
    for (const auto &e : edges) {
      int weight = m.isContainer(e.second) ? m.size(e.second) : 1;
      int index = m.el[e.second].index + firstIndex;
      tree[index] += weight;
      int weightSum = 0;
      while (index > 0) {
        if (index % 2 != 0)
          weightSum += tree[index + 1];
        index = (index - 1) / 2;
        tree[index] += weight;
      }
      total += weight * weightSum;
    }
    return total;
  }

  int stepFive(List &current, List &downstream, int currentRank, int downstreamRank) {
    std::vector<std::pair<size_t, size_t>> biLayer; // (source, target) as LE has them
    for (const Edge &e : m.edges) {
      if (!e.alive)
        continue;
      size_t from = forward ? e.source : e.target, to = forward ? e.target : e.source;
      if (m.rank(from) == currentRank && m.rank(to) == downstreamRank)
        biLayer.emplace_back(e.source, e.target);
    }
    std::vector<std::pair<size_t, size_t>> virtualEdges;
    for (size_t v : downstream) {
      if (m.isContainer(v)) {
        if (m.size(v) > 0)
          virtualEdges.emplace_back(v, v);
      } else if (split(v)) {
        size_t source = m.add(Kind::Source);
        m.el[source].index = m.el[v].index;
        m.el[source].pos = m.el[v].pos;
        virtualEdges.emplace_back(source, v);
      }
    }
    auto dropEmpty = [&](List &layer) { // skips the element after each removed one, as jungrapht's loop
      for (size_t i = 0; i < layer.size(); ++i)
        if (m.isContainer(layer[i]) && m.size(layer[i]) == 0)
          layer.erase(layer.begin() + static_cast<std::ptrdiff_t>(i));
      updateIndices(layer);
      updatePositions(layer);
    };
    dropEmpty(current);
    dropEmpty(downstream);
    // (The virtual edges' HashSet order does not matter: the count sorts.)
    biLayer.insert(biLayer.end(), virtualEdges.begin(), virtualEdges.end());
    if (!forward)
      for (auto &e : biLayer)
        std::swap(e.first, e.second);

    int crossCount = std::numeric_limits<int>::max();
    if (downstream.size() < 2)
      crossCount = 0;
    for (size_t j = 0; j + 1 < downstream.size(); ++j) {
      int vw = crossingWeight(biLayer);
      crossCount = std::min(vw, crossCount);
      if (vw == 0)
        break;
      if (m.el[downstream[j]].measure != m.el[downstream[j + 1]].measure)
        continue;
      swap(downstream, j, j + 1);
      int wv = crossingWeight(biLayer);
      crossCount = std::min(wv, crossCount);
      swap(downstream, j, j + 1);
      if (vw > wv) {
        swap(downstream, j, j + 1);
        if (wv == 0)
          break;
      }
    }
    updatePositions(downstream);
    return crossCount;
  }

  // The compaction graph: each element of a layer after the one before it
  // (a container's segments, a p/q-vertex as its segment).
  void addToCompaction(CompactionGraph &g, const List &layer, bool first) {
    size_t pred = kSynthetic;
    auto add = [&](size_t v) {
      g.addVertex(v);
      if (pred != kSynthetic)
        g.edges.emplace_back(pred, v);
      pred = v;
    };
    for (size_t v : layer) {
      if (m.isContainer(v)) {
        for (size_t s : m.segments(v))
          add(s);
      } else if (m.el[v].segmentVertex() && !first) {
        add(m.el[v].segment);
      } else {
        add(v);
      }
    }
  }

  int run(CompactionGraph &g) {
    int crossCount = 0;
    int count = static_cast<int>(m.layers.size());
    bool haveEye = false;
    List eye;
    for (int step = 0; step + 1 < count; ++step) {
      int i = forward ? step : count - 1 - step, next = forward ? i + 1 : i - 1;
      if (!haveEye) {
        eye = scan(m.layers[i]);
        addToCompaction(g, eye, true);
        haveEye = true;
      }
      stepOne(eye);
      List &current = eye;
      List downstream = m.layers[next];
      stepTwo(current, downstream);
      stepThree(downstream);
      updateIndices(downstream);
      stepFour(downstream, next);
      crossCount += stepFive(current, downstream, i, next); // transpose is on
      downstream = scan(downstream);                      // stepSix
      addToCompaction(g, downstream, false);
      sortLayer(i);
      updateIndices(m.layers[i]);
      sortLayer(next);
      updateIndices(m.layers[next]);
      eye = downstream;
    }
    return crossCount;
  }
};

} // namespace

int sweep(Model &m, bool forward, CompactionGraph &compaction) {
  compaction = CompactionGraph{};
  Steps steps{m, forward};
  return steps.run(compaction);
}

} // namespace tlacore::eval::natives::svg_layout::eiglsperger
