// The result of parsing user input: a value, or an error that says where and what was wrong.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace flagfall {

struct ParseError {
    int line = 0;   // 1-based; 0 when the input has no lines (a bare string)
    int column = 0; // 1-based; 0 when not known
    std::string message;

    // "line L column C: message", or just the message without a line.
    std::string text() const;
};

template <class T> struct Parsed {
    std::optional<T> value;
    ParseError error;

    static Parsed fail(std::string message, int line = 0, int column = 0)
    {
        return Parsed{std::nullopt, ParseError{line, column, std::move(message)}};
    }
    static Parsed ok(T v) { return Parsed{std::move(v), {}}; }
    explicit operator bool() const { return value.has_value(); }
    const T& operator*() const { return *value; }
    const T* operator->() const { return &*value; }
};

} // namespace flagfall
