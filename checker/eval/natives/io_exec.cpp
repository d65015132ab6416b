// IOUtils natives that run programs, as TLC's CommunityModules override
// tlc2.overrides.IOUtils does: IOExec(<<cmd, args...>>), IOEnvExec(env, cmd)
// with env's variables added to the process's, and the Template variants
// whose command words are Java format strings (%s, %1$s, %%, %n) filled with
// the parameters. Each yields [exitValue |-> n, stdout |-> s, stderr |-> s].
#include "eval/natives/io_exec.h"

#include <cerrno>
#include <cstring>
#include <map>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include "eval/natives/java_override.h"
#include "value/print_version.h"
#include "value/set_ops.h"

extern char **environ;

namespace tlacore::eval::natives {

using val::Kind;
using val::Value;

namespace {

constexpr std::string_view kThrows = " throws java.io.IOException,java.lang.InterruptedException";

// TLC's EC.TLC_MODULE_ONE_ARGUMENT_ERROR.
[[noreturn]] void argumentError(const NativeCall &c, std::string_view op, std::string_view kind, const Value &v) {
  c.ev.fail("The argument of " + std::string(op) + " should be a " + std::string(kind) + ", but instead it is:\n" +
                val::toString(v),
            c.range);
}

// The command words: a sequence of strings (IOUtils.convert).
std::vector<std::string> words(const NativeCall &c, const Value &seq, std::string_view op) {
  std::vector<Value> elems;
  if (!val::asSequence(seq, elems))
    argumentError(c, op, "sequence", seq);
  std::vector<std::string> out;
  for (const Value &e : elems) {
    if (e.kind() != Kind::String)
      argumentError(c, "IOExec", "sequence", e);
    out.emplace_back(e.text());
  }
  return out;
}

// Java's StringValue.toUnquotedString: PrintVersion without the quotes.
std::string unquoted(const Value &v) {
  if (v.kind() != Kind::String)
    return val::toString(v);
  return val::printVersion(v.text());
}

std::map<std::string, std::string> environment(const NativeCall &c, const Value &env, std::string_view op) {
  std::map<std::string, std::string> vars;
  bool record = env.isFcn();
  for (size_t i = 0; record && i < env.keys().size(); ++i)
    record = env.keys()[i].kind() == Kind::String;
  if (!record)
    argumentError(c, op, "record", env);
  for (size_t i = 0; i < env.keys().size(); ++i)
    vars[std::string(env.keys()[i].text())] = unquoted(env.vals()[i]);
  return vars;
}

// Java's String.format with string arguments: %s, %<n>$s, %%, %n.
std::string javaFormat(const NativeCall &c, std::string_view javaMethod, const std::string &format,
                       const std::vector<std::string> &args) {
  std::string out;
  size_t next = 0; // the next ordinary argument
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%') {
      out += format[i];
      continue;
    }
    size_t j = i + 1;
    size_t index = 0; // 1-based explicit argument index, 0: none
    size_t digits = j;
    while (digits < format.size() && std::isdigit(static_cast<unsigned char>(format[digits])))
      ++digits;
    if (digits > j && digits < format.size() && format[digits] == '$') {
      index = std::stoul(format.substr(j, digits - j));
      j = digits + 1;
    }
    char conv = j < format.size() ? format[j] : '\0';
    if (conv == '%') {
      out += '%';
    } else if (conv == 'n') {
      out += '\n';
    } else if (conv == 's' || conv == 'S') {
      size_t at = index ? index - 1 : next++;
      if (at >= args.size())
        failJavaOverride(c, javaMethod, "Format specifier '%" + format.substr(i + 1, j - i) + "'");
      std::string a = args[at];
      if (conv == 'S')
        for (char &ch : a)
          ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      out += a;
    } else if (conv == '\0') {
      failJavaOverride(c, javaMethod, "Format specifier '%'");
    } else {
      failJavaOverride(c, javaMethod, std::string(1, conv) + " != java.lang.String");
    }
    i = j;
  }
  return out;
}

// Runs the command with `extraEnv` added to this process's environment.
Value runProcess(const NativeCall &c, std::string_view javaMethod, const std::vector<std::string> &command,
                 const std::map<std::string, std::string> &extraEnv) {
  if (command.empty())
    failJavaOverride(c, javaMethod, "Index 0 out of bounds for length 0");
  std::vector<std::string> envText;
  for (char **e = environ; e && *e; ++e) {
    std::string_view entry(*e);
    size_t eq = entry.find('=');
    if (eq != std::string_view::npos && extraEnv.count(std::string(entry.substr(0, eq))))
      continue;
    envText.emplace_back(entry);
  }
  for (const auto &[k, v] : extraEnv)
    envText.push_back(k + "=" + v);
  std::vector<char *> argv, envp;
  for (const std::string &w : command)
    argv.push_back(const_cast<char *>(w.c_str()));
  argv.push_back(nullptr);
  for (std::string &e : envText)
    envp.push_back(e.data());
  envp.push_back(nullptr);

  int out[2], err[2];
  if (pipe2(out, O_CLOEXEC) != 0)
    failJavaOverride(c, javaMethod, std::string("pipe: ") + std::strerror(errno));
  if (pipe2(err, O_CLOEXEC) != 0) {
    close(out[0]), close(out[1]);
    failJavaOverride(c, javaMethod, std::string("pipe: ") + std::strerror(errno));
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
  pid_t pid;
  int rc = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  close(out[1]);
  close(err[1]);
  if (rc != 0) {
    close(out[0]);
    close(err[0]);
    failJavaOverride(c, javaMethod, "Cannot run program \"" + command[0] + "\": error=" + std::to_string(rc) + ", " +
                                        std::strerror(rc));
  }
  std::string text[2];
  pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
  int open = 2;
  char buf[4096];
  while (open > 0) {
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR)
        continue;
      break;
    }
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
        continue;
      ssize_t n = read(fds[i].fd, buf, sizeof buf);
      if (n > 0) {
        text[i].append(buf, static_cast<size_t>(n));
      } else if (n == 0 || errno != EINTR) {
        close(fds[i].fd);
        fds[i].fd = -1;
        --open;
      }
    }
  }
  for (pollfd &f : fds)
    if (f.fd >= 0)
      close(f.fd);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  int64_t exitValue = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status); // as Java's waitFor
  return Value::record({{c.ev.str("exitValue"), Value::integer(exitValue)},
                        {c.ev.str("stdout"), c.ev.str(text[0])},
                        {c.ev.str("stderr"), c.ev.str(text[1])}});
}

std::string method(std::string_view name, std::string_view params) {
  return "public static tlc2.value.impl.Value tlc2.overrides.IOUtils." + std::string(name) + "(" + std::string(params) +
         ")" + std::string(kThrows);
}

Value ioExec(const NativeCall &c) {
  return runProcess(c, method("ioExec", "tlc2.value.impl.Value"), words(c, c.arg(0), "IOExec"), {});
}

Value ioEnvExec(const NativeCall &c) {
  Value env = c.arg(0);
  std::map<std::string, std::string> vars = environment(c, env, "IOExecVars");
  return runProcess(c, method("ioEnvExec", "tlc2.value.impl.Value,tlc2.value.impl.Value"),
                    words(c, c.arg(1), "IOExecVars"), vars);
}

Value ioExecTemplate(const NativeCall &c) {
  std::string m = method("ioExecTemplate", "tlc2.value.impl.Value,tlc2.value.impl.Value");
  std::vector<std::string> command = words(c, c.arg(0), "IOExec");
  std::vector<std::string> params = words(c, c.arg(1), "IOExec");
  for (std::string &w : command)
    w = javaFormat(c, m, w, params);
  return runProcess(c, m, command, {});
}

Value ioEnvExecTemplate(const NativeCall &c) {
  std::string m = method("ioEnvExecTemplate", "tlc2.value.impl.Value,tlc2.value.impl.Value,tlc2.value.impl.Value");
  std::map<std::string, std::string> vars = environment(c, c.arg(0), "ioEnvExecTemplate");
  std::vector<std::string> command = words(c, c.arg(1), "ioEnvExecTemplate");
  std::vector<std::string> params = words(c, c.arg(2), "ioEnvExecTemplate");
  for (std::string &w : command)
    w = javaFormat(c, m, w, params);
  return runProcess(c, m, command, vars);
}

} // namespace

NativeFn findIoExecNative(std::string_view module, std::string_view name) {
  if (module != "IOUtils")
    return nullptr;
  if (name == "IOExec")
    return ioExec;
  if (name == "IOEnvExec")
    return ioEnvExec;
  if (name == "IOExecTemplate")
    return ioExecTemplate;
  if (name == "IOEnvExecTemplate")
    return ioEnvExecTemplate;
  return nullptr;
}

} // namespace tlacore::eval::natives
