import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_pixel_values_: torch.Tensor, L_self_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_embeddings_parameters_cls_token_: torch.nn.parameter.Parameter, L_self_modules_embeddings_parameters_position_embeddings_: torch.nn.parameter.Parameter, L_self_modules_embeddings_modules_dropout_p: torch.Tensor):
        conv2d = torch.conv2d(L_pixel_values_, L_self_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_weight_, L_self_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_bias_, (16, 16), (0, 0), (1, 1), 1)
        flatten = conv2d.flatten(2)
        conv2d = None
        embeddings = flatten.transpose(1, 2)
        flatten = None
        cls_tokens = L_self_modules_embeddings_parameters_cls_token_.expand(1, -1, -1)
        embeddings_1 = torch.cat((cls_tokens, embeddings), dim=1)
        embeddings = cls_tokens = None
        embeddings_2 = embeddings_1 + L_self_modules_embeddings_parameters_position_embeddings_
        embeddings_1 = None
        item = L_self_modules_embeddings_modules_dropout_p.item()
        return (embeddings_2,)
