import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem: torch.Tensor, L_self_modules_embeddings_modules_x_position_embeddings_parameters_weight_: torch.nn.parameter.Parameter, L_kwargs_bbox_: torch.Tensor):
        left_position_embeddings = torch.nn.functional.embedding(getitem, L_self_modules_embeddings_modules_x_position_embeddings_parameters_weight_, None, None, 2.0, False, False)
        getitem_1 = L_kwargs_bbox_[(slice(None, None, None), slice(None, None, None), 1)]
        return (getitem_1, left_position_embeddings)
