import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_121: torch.Tensor, relative_position_bias_68: torch.Tensor):
        attn_122 = attn_121 + relative_position_bias_68
        attn_123 = torch.nn.functional.softmax(attn_122, dim=-1)
        attn_122 = None
        attn_124 = torch.nn.functional.dropout(attn_123, p=0.0, training=False)
        attn_123 = None
        return (attn_124,)
