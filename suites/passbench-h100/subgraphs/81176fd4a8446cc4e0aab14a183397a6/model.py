import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer_r: torch.Tensor, permute_4: torch.Tensor):
        key_position_scores = torch.matmul(query_layer_r, permute_4)
        key_position_scores_r = key_position_scores.view(45, 1, 4, 45)
        key_position_scores = None
        key_position_scores_r_t = key_position_scores_r.permute(1, 2, 0, 3)
        key_position_scores_r = None
        return (key_position_scores_r_t,)
