import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_probs_1: torch.Tensor, value_states: torch.Tensor):
        matmul_1 = torch.matmul(attention_probs_1, value_states)
        context_layer = matmul_1.permute(0, 2, 1, 3)
        matmul_1 = None
        return (context_layer,)
