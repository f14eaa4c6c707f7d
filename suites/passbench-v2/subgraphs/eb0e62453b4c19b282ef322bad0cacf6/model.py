import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_2: torch.Tensor, L_self_modules_embeddings_modules_x_position_embeddings_parameters_weight_: torch.nn.parameter.Parameter, L_kwargs_bbox_: torch.Tensor):
        right_position_embeddings = torch.nn.functional.embedding(getitem_2, L_self_modules_embeddings_modules_x_position_embeddings_parameters_weight_, None, None, 2.0, False, False)
        getitem_3 = L_kwargs_bbox_[(slice(None, None, None), slice(None, None, None), 3)]
        return (getitem_3, right_position_embeddings)
