import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_1: torch.Tensor, L_self_modules_embeddings_modules_y_position_embeddings_parameters_weight_: torch.nn.parameter.Parameter, L_kwargs_bbox_: torch.Tensor):
        upper_position_embeddings = torch.nn.functional.embedding(getitem_1, L_self_modules_embeddings_modules_y_position_embeddings_parameters_weight_, None, None, 2.0, False, False)
        getitem_2 = L_kwargs_bbox_[(slice(None, None, None), slice(None, None, None), 2)]
        return (getitem_2, upper_position_embeddings)
