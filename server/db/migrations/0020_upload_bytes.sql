-- Uploaded images move into the database, so every server node serves every upload. Rows stored before this
-- migration keep bytes NULL and are still read from DATA_DIR/uploads.
ALTER TABLE uploads ADD COLUMN bytes bytea;
ALTER TABLE uploads ADD CONSTRAINT uploads_bytes_size CHECK (bytes IS NULL OR octet_length(bytes) = size);
