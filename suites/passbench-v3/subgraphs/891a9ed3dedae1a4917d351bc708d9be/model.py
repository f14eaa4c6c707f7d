import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit1_modules_snake1_parameters_alpha_: torch.nn.parameter.Parameter, hidden_states_168: torch.Tensor):
        add_46 = L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit1_modules_snake1_parameters_alpha_ + 1e-09
        reciprocal_7 = add_46.reciprocal()
        add_46 = None
        mul_14 = L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit1_modules_snake1_parameters_alpha_ * hidden_states_168
        sin_7 = torch.sin(mul_14)
        mul_14 = None
        pow_8 = sin_7.pow(2)
        sin_7 = None
        mul_15 = reciprocal_7 * pow_8
        reciprocal_7 = pow_8 = None
        return (mul_15,)
