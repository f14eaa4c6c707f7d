import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_acoustic_encoder_modules_block_modules_0_modules_res_unit1_modules_snake2_parameters_alpha_: torch.nn.parameter.Parameter, hidden_states_150: torch.Tensor):
        add_31 = L_self_modules_acoustic_encoder_modules_block_modules_0_modules_res_unit1_modules_snake2_parameters_alpha_ + 1e-09
        reciprocal_1 = add_31.reciprocal()
        add_31 = None
        mul_2 = L_self_modules_acoustic_encoder_modules_block_modules_0_modules_res_unit1_modules_snake2_parameters_alpha_ * hidden_states_150
        sin_1 = torch.sin(mul_2)
        mul_2 = None
        pow_2 = sin_1.pow(2)
        sin_1 = None
        mul_3 = reciprocal_1 * pow_2
        reciprocal_1 = pow_2 = None
        return (mul_3,)
