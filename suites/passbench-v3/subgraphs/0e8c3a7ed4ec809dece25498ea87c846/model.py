import torch


class GraphModule(torch.nn.Module):
    def forward(self, pos_emb_1: torch.Tensor, L_self_modules_encoder_modules_conformer_layers_modules_0_modules_self_attn_modules_linear_pos_parameters_weight_: torch.nn.parameter.Parameter):
        linear_3 = torch._C._nn.linear(pos_emb_1, L_self_modules_encoder_modules_conformer_layers_modules_0_modules_self_attn_modules_linear_pos_parameters_weight_, None)
        pos_encoding = linear_3.view(1, -1, 2, 192)
        linear_3 = None
        return (pos_encoding,)
