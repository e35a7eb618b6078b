#!/bin/sh
# Creates the event topics before any service starts (the broker creates none by itself: auto-create is off,
# so a mistyped topic fails loudly instead of appearing with the broker's defaults). Run once by the
# kafka-setup container of docker-compose.yml; running it again changes nothing.
#
# One topic per aggregate, named by packages/contracts' topicOf (the part of the event type before the dot),
# and its dead-letter topic (`<topic>.dead-letter`, packages/platform's deadLetterTopicOf).
# infra/test/deploy-compose.test.ts checks this list against the event types in packages/contracts.
set -eu

TOPICS="application booking catalog contact payment user"
BOOTSTRAP="${BOOTSTRAP_SERVER:-kafka:9092}"
# Six partitions: up to six instances of a consumer group share a topic.
PARTITIONS="${TOPIC_PARTITIONS:-6}"
# Events: 7 days, long enough for a consumer down over a weekend to catch up.
RETENTION_MS="${TOPIC_RETENTION_MS:-604800000}"
# Dead letters: 30 days, for someone to look at them and replay them.
DEAD_LETTER_RETENTION_MS="${DEAD_LETTER_RETENTION_MS:-2592000000}"
KAFKA_TOPICS=/opt/kafka/bin/kafka-topics.sh

create() {
  "$KAFKA_TOPICS" --bootstrap-server "$BOOTSTRAP" --create --if-not-exists --topic "$1" \
    --partitions "$PARTITIONS" --replication-factor 1 --config "retention.ms=$2" --config cleanup.policy=delete
}

for topic in $TOPICS; do
  create "$topic" "$RETENTION_MS"
  create "$topic.dead-letter" "$DEAD_LETTER_RETENTION_MS"
done
"$KAFKA_TOPICS" --bootstrap-server "$BOOTSTRAP" --describe | grep -E '^Topic:' || true
echo "topics ready: $TOPICS (and their dead-letter topics)"
