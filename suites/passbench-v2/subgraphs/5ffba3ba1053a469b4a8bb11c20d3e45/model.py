import torch


class GraphModule(torch.nn.Module):
    def forward(self, float_2: torch.Tensor, scores_1: torch.Tensor):
        softmax = torch.nn.functional.softmax(float_2, dim=-1)
        attn_weights = softmax.type_as(scores_1)
        softmax = None
        attn_weights_1 = torch.nn.functional.dropout(attn_weights, p=0.1, training=False)
        attn_weights = None
        return (attn_weights_1,)
