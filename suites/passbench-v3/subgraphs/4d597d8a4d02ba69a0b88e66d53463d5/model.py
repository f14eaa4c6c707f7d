import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_decoder_modules_block_modules_0_modules_res_unit1_modules_snake1_parameters_alpha_: torch.nn.parameter.Parameter, hidden_states_90: torch.Tensor):
        add_102 = L_self_modules_decoder_modules_block_modules_0_modules_res_unit1_modules_snake1_parameters_alpha_ + 1e-09
        reciprocal_30 = add_102.reciprocal()
        add_102 = None
        mul_98 = L_self_modules_decoder_modules_block_modules_0_modules_res_unit1_modules_snake1_parameters_alpha_ * hidden_states_90
        sin_30 = torch.sin(mul_98)
        mul_98 = None
        pow_49 = sin_30.pow(2)
        sin_30 = None
        mul_99 = reciprocal_30 * pow_49
        reciprocal_30 = pow_49 = None
        return (mul_99,)
