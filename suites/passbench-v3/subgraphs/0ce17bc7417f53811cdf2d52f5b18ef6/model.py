import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_probs_13: torch.Tensor, value_layer_6: torch.Tensor):
        context_layer_18 = torch.matmul(attention_probs_13, value_layer_6)
        permute_21 = context_layer_18.permute(0, 2, 1, 3)
        context_layer_18 = None
        return (permute_21,)
