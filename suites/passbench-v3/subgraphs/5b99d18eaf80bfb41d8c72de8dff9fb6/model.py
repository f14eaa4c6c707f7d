import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_probs_1: torch.Tensor, value_layer: torch.Tensor):
        context_layer = torch.matmul(attention_probs_1, value_layer)
        permute_2 = context_layer.permute(0, 2, 1, 3)
        context_layer = None
        context_layer_1 = permute_2.contiguous()
        permute_2 = None
        context_layer_2 = context_layer_1.view((1, 256, 16))
        context_layer_1 = None
        return (context_layer_2,)
