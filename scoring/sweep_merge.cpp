// Merges shard databases: same manifest hash required, each item once.
#include "sweep_merge.h"

#include <filesystem>
#include <map>
#include <memory>
#include <ostream>

#include "sweep_db.h"

namespace tlacore::scoring {

int mergeSweeps(const std::string &out, const std::vector<std::string> &shards, std::ostream &log, std::ostream &err) {
  try {
    std::vector<std::unique_ptr<SweepDb>> inputs;
    std::string hash, items;
    std::string firstName;
    for (const std::string &path : shards) {
      if (!std::filesystem::is_regular_file(path)) {
        err << "tlacore merge: " << path << ": no such database\n";
        return 2;
      }
      auto db = std::make_unique<SweepDb>(path);
      auto h = db->meta("manifest_hash");
      if (!h) {
        err << "tlacore merge: " << path << " is not a sweep database (no manifest hash)\n";
        return 2;
      }
      if (hash.empty()) {
        hash = *h;
        items = db->meta("manifest_items").value_or("?");
        firstName = path;
      } else if (*h != hash) {
        err << "tlacore merge: " << path << " is a sweep of another manifest than " << firstName
            << " (manifest hash " << *h << " vs " << hash << "); not merged\n";
        return 2;
      }
      inputs.push_back(std::move(db));
    }
    SweepDb target(out);
    if (auto h = target.meta("manifest_hash"); h && *h != hash) {
      err << "tlacore merge: " << out << " already holds a sweep of another manifest; not merged\n";
      return 2;
    }
    target.setMeta("manifest_hash", hash);
    target.setMeta("manifest_items", items);
    target.setMeta("shard", "merged");
    std::string from;
    for (const std::string &p : shards)
      from += (from.empty() ? "" : " ") + p;
    target.setMeta("merged_from", from);
    if (!inputs.empty())
      for (const char *key : {"manifest", "scorer"})
        if (auto v = inputs.front()->meta(key))
          target.setMeta(key, *v);

    std::map<std::string, std::string> statusById;
    for (const ItemResult &r : target.items())
      statusById[r.id] = r.status;
    size_t added = 0, duplicates = 0;
    for (size_t i = 0; i < inputs.size(); ++i)
      for (const ItemResult &r : inputs[i]->items()) {
        if (statusById.count(r.id)) {
          ++duplicates;
          continue;
        }
        target.insert(r);
        statusById[r.id] = r.status;
        ++added;
      }
    log << "tlacore merge: " << statusById.size() << " of " << items << " items in " << out << " (" << added
        << " added from " << shards.size() << " databases";
    if (duplicates)
      log << ", " << duplicates << " already present";
    log << ")\n";
    if (items != "?" && std::to_string(statusById.size()) != items)
      err << "tlacore merge: warning: " << out << " is incomplete: " << statusById.size() << " of " << items
          << " items (a shard not merged or not finished)\n";
    return 0;
  } catch (const std::exception &e) {
    err << "tlacore merge: " << e.what() << "\n";
    return 2;
  }
}

} // namespace tlacore::scoring
