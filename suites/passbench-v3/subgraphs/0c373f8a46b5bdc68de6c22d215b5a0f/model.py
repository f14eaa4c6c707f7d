import torch


class GraphModule(torch.nn.Module):
    def forward(self, output_8: torch.Tensor, L_self_modules_encoder_modules_blocks_modules_1_modules_0_modules_attention_modules_q_head_parameters_weight_: torch.nn.parameter.Parameter):
        linear_24 = torch._C._nn.linear(output_8, L_self_modules_encoder_modules_blocks_modules_1_modules_0_modules_attention_modules_q_head_parameters_weight_, None)
        q_head_8 = linear_24.view(1, 64, 12, 64)
        linear_24 = None
        return (q_head_8,)
