import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_probs_11: torch.Tensor, values_17: torch.Tensor):
        context_layer_15 = torch.matmul(attention_probs_11, values_17)
        permute_5 = context_layer_15.permute(0, 2, 1, 3)
        context_layer_15 = None
        return (permute_5,)
