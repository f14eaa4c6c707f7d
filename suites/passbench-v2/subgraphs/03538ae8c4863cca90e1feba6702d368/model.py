import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_8: torch.Tensor):
        attention_probs_2 = torch.nn.functional.softmax(attention_scores_8, dim=-1)
        attention_probs_3 = torch.nn.functional.dropout(attention_probs_2, 0.0, False, False)
        attention_probs_2 = None
        return (attention_probs_3,)
