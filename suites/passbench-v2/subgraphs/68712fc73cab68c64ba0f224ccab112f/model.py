import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_probs: torch.Tensor):
        attention_probs_1 = attention_probs.softmax(dim=-1)
        attention_probs_2 = torch.nn.functional.dropout(attention_probs_1, 0.0, False, False)
        attention_probs_1 = None
        return (attention_probs_2,)
