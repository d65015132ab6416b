// The crossing reduction of jungrapht's SugiyamaRunnable: median sweeps down
// and up with transposition of neighbours, the order with the fewest
// crossings as AllLevelCross/LevelCross count them kept.
#include <algorithm>
#include <limits>
#include <map>

#include "svg_sugiyama.h"

namespace tlacore::eval::natives::svg_layout::sugiyama {
namespace {

// SugiyamaRunnable.medianValue over the sorted neighbour indices P.
double medianValue(const std::vector<int> &p) {
  size_t m = p.size() / 2;
  if (p.empty())
    return -1;
  if (p.size() % 2 == 1)
    return p[m];
  if (p.size() == 2)
    return (p[0] + p[1]) / 2; // Java int division
  double left = p[m - 1] - p[0];
  double right = p.back() - p[m];
  return (p[m - 1] * right + p[m] * left) / (left + right);
}

void fixIndices(LayerGraph &g, const std::vector<size_t> &layer) {
  for (size_t i = 0; i < layer.size(); ++i)
    g.vertices[layer[i]].index = static_cast<int>(i);
}

// medianSortAndFixMetadata after each vertex got the median of its
// neighbours' indices in the adjacent layer (Arrays.sort: stable).
void medianSort(LayerGraph &g, std::vector<size_t> &layer, const std::vector<std::vector<size_t>> &adjacent) {
  for (size_t v : layer) {
    std::vector<int> p;
    for (size_t u : adjacent[v])
      p.push_back(g.vertices[u].index);
    std::sort(p.begin(), p.end());
    g.vertices[v].measure = medianValue(p);
  }
  std::stable_sort(layer.begin(), layer.end(),
                   [&](size_t a, size_t b) { return g.vertices[a].measure < g.vertices[b].measure; });
  fixIndices(g, layer);
}

void swap(LayerGraph &g, std::vector<size_t> &layer, size_t i, size_t j) {
  std::swap(layer[i], layer[j]);
  g.vertices[layer[i]].index = static_cast<int>(i);
  g.vertices[layer[j]].index = static_cast<int>(j);
}

// transposeDownwards / transposeUpwards: swap neighbours while that lowers
// the crossings between the layer and the one the edges come from (down)
// or go to (up); at most limit + 1 rounds.
void transpose(LayerGraph &g, Layers &layers, const std::map<int, std::vector<size_t>> &edgesByRank, bool down,
               int limit) {
  bool improved = true;
  int rounds = 0;
  while (improved) {
    improved = false;
    for (size_t step = 0; step < layers.size(); ++step) {
      size_t i = down ? step : layers.size() - 1 - step;
      std::vector<size_t> &rank = layers[i];
      auto found = edgesByRank.find(static_cast<int>(i));
      static const std::vector<size_t> kNone;
      const std::vector<size_t> &biLayer = found == edgesByRank.end() ? kNone : found->second;
      for (size_t j = 0; j + 1 < rank.size(); ++j) {
        int vw = crossingCount(g, biLayer);
        if (vw == 0)
          break;
        swap(g, rank, j, j + 1);
        int wv = crossingCount(g, biLayer);
        swap(g, rank, j, j + 1);
        if (vw > wv) {
          improved = true;
          swap(g, rank, j, j + 1);
        }
      }
    }
    if (++rounds > limit)
      break;
  }
}

// jungrapht's AccumulatorTree as LevelCross uses it (its leaves start at
// size - 1 whatever the tree's size).
struct AccumulatorTree {
  std::vector<int> tree;
  int base, last;
  explicit AccumulatorTree(int size) : base(size - 1), last(size - 1) {
    int first = 1;
    while (first < size)
      first *= 2;
    tree.assign(2 * first - 1, 0);
  }
  void add(int pos, int by) {
    pos += base;
    while (pos > 0) {
      tree[pos] += by;
      pos = (pos - 1) / 2;
    }
    tree[0] += by;
  }
  int countEdges(int n, int lastPos) const {
    if (n == lastPos)
      return 0;
    int pos = n + base;
    int sum = 0;
    while (pos > 0) {
      if (pos % 2 == 0)
        sum += tree[pos - 1];
      pos = (pos - 1) / 2;
    }
    return tree[0] - sum;
  }
};

// LevelCross.levelCross between the levels of the given ranks and sizes.
int levelCross(const LayerGraph &g, const std::vector<size_t> &edges, int levelSize, int levelRank,
               int successorSize, int successorRank) {
  AccumulatorTree levelTree(levelSize), successorTree(successorSize);
  auto src = [&](size_t e) -> const LayerVertex & { return g.vertices[g.edges[e].source]; };
  auto tgt = [&](size_t e) -> const LayerVertex & { return g.vertices[g.edges[e].target]; };
  auto isTop = [&](size_t e) { return src(e).index < tgt(e).index; };
  auto isBottom = [&](size_t e) { return src(e).index > tgt(e).index; };
  auto isPair = [&](size_t e) { return src(e).index == tgt(e).index; };
  auto isRight = [&](size_t e, int s) {
    return (src(e).index == s && isTop(e)) || (tgt(e).index == s && isBottom(e));
  };
  std::vector<size_t> rightTop, rightBottom, topTrailing, bottomTrailing;
  int count = 0;
  for (int sweep = 0; sweep < std::min(levelSize, successorSize); ++sweep) {
    for (size_t e : topTrailing)
      if (tgt(e).index == sweep)
        successorTree.add(tgt(e).index, -1);
    for (size_t e : bottomTrailing)
      if (src(e).index == sweep)
        levelTree.add(src(e).index, -1);
    for (size_t e : rightTop)
      if (src(e).index < sweep && sweep < tgt(e).index) {
        topTrailing.push_back(e);
        successorTree.add(tgt(e).index, 1);
      }
    for (size_t e : rightBottom)
      if (tgt(e).index < sweep && sweep < src(e).index) {
        bottomTrailing.push_back(e);
        levelTree.add(src(e).index, 1);
      }
    int pair = 0, rt = 0, rb = 0, same = 0;
    rightTop.clear();
    rightBottom.clear();
    for (size_t e : edges)
      if (src(e).rank == levelRank && src(e).index == sweep) {
        if (isRight(e, sweep)) {
          rightTop.push_back(e);
          ++rt;
        } else if (isPair(e)) {
          ++pair;
        }
        same += successorTree.countEdges(tgt(e).index, successorTree.last);
      }
    int trb = levelTree.tree[0], trt = successorTree.tree[0];
    for (size_t e : edges)
      if (tgt(e).rank == successorRank && tgt(e).index == sweep && isRight(e, sweep)) {
        rightBottom.push_back(e);
        ++rb;
        same += levelTree.countEdges(src(e).index, levelTree.last);
      }
    count += trt * rb + trb * (rt + pair) + rt * rb + same;
  }
  return count;
}

} // namespace

int crossingCount(const LayerGraph &g, const std::vector<size_t> &edges) {
  // Pairs of edges whose ends are in opposite orders in the two layers.
  int count = 0;
  for (size_t a = 0; a < edges.size(); ++a)
    for (size_t b = a + 1; b < edges.size(); ++b) {
      int s1 = g.vertices[g.edges[edges[a]].source].index, s2 = g.vertices[g.edges[edges[b]].source].index;
      int t1 = g.vertices[g.edges[edges[a]].target].index, t2 = g.vertices[g.edges[edges[b]].target].index;
      if ((s1 < s2 && t1 > t2) || (s1 > s2 && t1 < t2))
        ++count;
    }
  return count;
}

int allLevelCross(const LayerGraph &g, const Layers &layers) {
  std::vector<size_t> edges = g.liveEdges();
  int count = 0;
  for (size_t i = 0; i + 2 < layers.size(); ++i)
    count += levelCross(g, edges, static_cast<int>(layers[i].size()), static_cast<int>(i),
                        static_cast<int>(layers[i + 1].size()), static_cast<int>(i + 1));
  return count;
}

void reduceCrossings(LayerGraph &g, Layers &layers, const std::vector<size_t> &edges, const Neighbors &n,
                     int iterations, int transposeLimit) {
  std::map<int, std::vector<size_t>> byTarget, bySource;
  for (size_t e : edges) {
    byTarget[g.vertices[g.edges[e].target].rank].push_back(e);
    bySource[g.vertices[g.edges[e].source].rank].push_back(e);
  }
  struct Saved {
    int rank, index, pos;
    double measure;
  };
  std::vector<Saved> best;
  int lowest = std::numeric_limits<int>::max();
  for (int i = 0; i < iterations; ++i) {
    if (i % 2 == 0) {
      for (auto &layer : layers)
        medianSort(g, layer, n.predecessors);
      transpose(g, layers, byTarget, true, transposeLimit);
    } else {
      for (size_t r = layers.size(); r-- > 0;)
        medianSort(g, layers[r], n.successors);
      transpose(g, layers, bySource, false, 10); // transposeUpwards reads its limit (10) itself
    }
    int crossings = allLevelCross(g, layers);
    if (crossings < lowest) {
      best.clear();
      for (const LayerVertex &v : g.vertices)
        best.push_back({v.rank, v.index, v.pos, v.measure});
      lowest = crossings;
    }
  }
  if (best.empty())
    return;
  for (size_t v = 0; v < g.vertices.size(); ++v) {
    g.vertices[v].rank = best[v].rank;
    g.vertices[v].index = best[v].index;
    g.vertices[v].pos = best[v].pos;
    g.vertices[v].measure = best[v].measure;
  }
  for (auto &layer : layers)
    std::stable_sort(layer.begin(), layer.end(),
                     [&](size_t a, size_t b) { return g.vertices[a].index < g.vertices[b].index; });
}

} // namespace tlacore::eval::natives::svg_layout::sugiyama
