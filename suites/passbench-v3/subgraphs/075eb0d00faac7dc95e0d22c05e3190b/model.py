import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_probs_5: torch.Tensor, value_layer_2: torch.Tensor):
        context_layer_6 = torch.matmul(attention_probs_5, value_layer_2)
        permute_9 = context_layer_6.permute(0, 2, 1, 3)
        context_layer_6 = None
        return (permute_9,)
