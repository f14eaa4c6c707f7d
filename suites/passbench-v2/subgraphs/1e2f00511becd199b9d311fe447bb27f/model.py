import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_score_3: torch.Tensor):
        attention_probs_6 = torch.nn.functional.softmax(attention_score_3, dim=-1)
        attention_probs_7 = torch.nn.functional.dropout(attention_probs_6, 0.0, False, False)
        attention_probs_6 = None
        return (attention_probs_7,)
