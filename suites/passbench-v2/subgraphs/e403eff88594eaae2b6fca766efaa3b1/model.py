import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_acoustic_encoder_modules_block_modules_0_modules_res_unit1_modules_snake1_parameters_alpha_: torch.nn.parameter.Parameter, hidden_states_147: torch.Tensor):
        add_29 = L_self_modules_acoustic_encoder_modules_block_modules_0_modules_res_unit1_modules_snake1_parameters_alpha_ + 1e-09
        reciprocal = add_29.reciprocal()
        add_29 = None
        mul = L_self_modules_acoustic_encoder_modules_block_modules_0_modules_res_unit1_modules_snake1_parameters_alpha_ * hidden_states_147
        sin = torch.sin(mul)
        mul = None
        pow_1 = sin.pow(2)
        sin = None
        return (reciprocal, pow_1)
