import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_probs_3: torch.Tensor, value_layer_1: torch.Tensor):
        context_layer_3 = torch.matmul(attention_probs_3, value_layer_1)
        permute_3 = context_layer_3.permute(0, 2, 1, 3)
        context_layer_3 = None
        return (permute_3,)
