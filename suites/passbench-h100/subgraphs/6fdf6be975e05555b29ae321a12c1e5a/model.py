import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, add_1: torch.Tensor):
        attn_logits = add_1 * 0.125
        attn = torch.nn.functional.softmax(attn_logits, dim=-1)
        attn_logits = None
        return (attn,)
