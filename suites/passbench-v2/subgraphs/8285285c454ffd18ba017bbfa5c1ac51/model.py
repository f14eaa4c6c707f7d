import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer: torch.Tensor, truediv: torch.Tensor):
        attention_scores = torch.bmm(query_layer, truediv)
        attention_scores_1 = attention_scores.view(-1, 24, 128, 128)
        attention_scores = None
        return (attention_scores_1,)
