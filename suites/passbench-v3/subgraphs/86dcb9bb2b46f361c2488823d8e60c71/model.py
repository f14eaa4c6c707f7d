import torch


class GraphModule(torch.nn.Module):
    def forward(self, to: torch.Tensor, L_self_modules_backbone_modules_patch_embed_modules_projection_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_backbone_modules_patch_embed_modules_projection_parameters_bias_: torch.nn.parameter.Parameter):
        conv2d = torch.conv2d(to, L_self_modules_backbone_modules_patch_embed_modules_projection_parameters_weight_, L_self_modules_backbone_modules_patch_embed_modules_projection_parameters_bias_, (4, 4), (3, 3), (1, 1), 1)
        embeddings = conv2d.permute(0, 2, 3, 1)
        conv2d = None
        return (embeddings,)
