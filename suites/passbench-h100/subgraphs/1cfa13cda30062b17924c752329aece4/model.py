import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_self_modules_patch_embed_modules_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_patch_embed_modules_norm_buffers_running_mean_: torch.Tensor, L_self_modules_patch_embed_modules_norm_buffers_running_var_: torch.Tensor, L_self_modules_patch_embed_modules_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_patch_embed_modules_norm_parameters_bias_: torch.nn.parameter.Parameter):
        conv2d = torch.conv2d(L_x_, L_self_modules_patch_embed_modules_proj_parameters_weight_, None, (4, 4), (0, 0), (1, 1), 1)
        x = torch.nn.functional.batch_norm(conv2d, L_self_modules_patch_embed_modules_norm_buffers_running_mean_, L_self_modules_patch_embed_modules_norm_buffers_running_var_, L_self_modules_patch_embed_modules_norm_parameters_weight_, L_self_modules_patch_embed_modules_norm_parameters_bias_, False, 0.1, 1e-05)
        conv2d = None
        split = torch.functional.split(x, [24, 72], dim=1)
        x1 = split[0]
        x2 = split[1]
        split = None
        return (x1, x2, x)
