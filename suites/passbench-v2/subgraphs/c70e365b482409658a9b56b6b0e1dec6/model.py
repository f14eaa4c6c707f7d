import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_probs_3: torch.Tensor):
        attention_probs_4 = attention_probs_3.softmax(dim=-1)
        attention_probs_5 = torch.nn.functional.dropout(attention_probs_4, 0.0, False, False)
        attention_probs_4 = None
        return (attention_probs_5,)
