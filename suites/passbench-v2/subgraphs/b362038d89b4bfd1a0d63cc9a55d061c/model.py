import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_2: torch.Tensor):
        attention_probs = torch.nn.functional.softmax(attention_scores_2, dim=-1)
        attention_probs_1 = torch.nn.functional.dropout(attention_probs, 0.1, False, False)
        attention_probs = None
        return (attention_probs_1,)
