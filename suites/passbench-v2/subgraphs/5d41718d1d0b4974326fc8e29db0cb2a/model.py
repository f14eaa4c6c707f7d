import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_9: torch.Tensor):
        attention_probs_8 = torch.nn.functional.softmax(attention_scores_9, dim=-1)
        attention_probs_9 = torch.nn.functional.dropout(attention_probs_8, 0.1, False, False)
        attention_probs_8 = None
        return (attention_probs_9,)
