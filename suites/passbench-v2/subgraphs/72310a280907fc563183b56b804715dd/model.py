import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_26: torch.Tensor):
        attention_probs_10 = torch.nn.functional.softmax(attention_scores_26, dim=-1)
        attention_probs_11 = torch.nn.functional.dropout(attention_probs_10, 0.0, False, False)
        attention_probs_10 = None
        return (attention_probs_11,)
