import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_33: torch.Tensor, relative_position_bias_20: torch.Tensor):
        attn_34 = attn_33 + relative_position_bias_20
        attn_35 = torch.nn.functional.softmax(attn_34, dim=-1)
        attn_34 = None
        attn_36 = torch.nn.functional.dropout(attn_35, p=0.0, training=False)
        attn_35 = None
        return (attn_36,)
