-- The mail log is pruned by age (MAIL_LOG_RETENTION_DAYS).
CREATE INDEX mail_log_sent_at_idx ON mail_log (sent_at);
