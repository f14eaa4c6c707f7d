import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit1_modules_snake1_parameters_alpha_: torch.nn.parameter.Parameter, hidden_states_189: torch.Tensor):
        add_63 = L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit1_modules_snake1_parameters_alpha_ + 1e-09
        reciprocal_14 = add_63.reciprocal()
        add_63 = None
        mul_28 = L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit1_modules_snake1_parameters_alpha_ * hidden_states_189
        sin_14 = torch.sin(mul_28)
        mul_28 = None
        pow_15 = sin_14.pow(2)
        sin_14 = None
        mul_29 = reciprocal_14 * pow_15
        reciprocal_14 = pow_15 = None
        return (mul_29,)
