// swift-tools-version:6.0
// The marker of the fixture package whose files the source-binding tests bind spec blocks to; never built.
