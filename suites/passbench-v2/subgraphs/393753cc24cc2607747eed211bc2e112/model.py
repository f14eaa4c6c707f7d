import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_probs_reshaped_1: torch.Tensor, value_layer_3: torch.Tensor):
        context_layer_2 = torch.bmm(attention_probs_reshaped_1, value_layer_3)
        x_2 = context_layer_2.view(1, 8, 128, 8)
        context_layer_2 = None
        x_3 = x_2.permute(0, 2, 1, 3)
        x_2 = None
        return (x_3,)
