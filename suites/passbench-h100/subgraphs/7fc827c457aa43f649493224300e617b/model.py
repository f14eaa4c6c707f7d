import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_4: torch.Tensor, dict_getitem_L_stack0_list_dict_keys_L_stack0_0_: torch.Tensor, L_self_modules_qa_classifier_modules_output_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_qa_classifier_modules_output_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        add_2 = hidden_states_4 + dict_getitem_L_stack0_list_dict_keys_L_stack0_0_
        hidden_states_5 = torch.nn.functional.layer_norm(add_2, (1024,), L_self_modules_qa_classifier_modules_output_modules_LayerNorm_parameters_weight_, L_self_modules_qa_classifier_modules_output_modules_LayerNorm_parameters_bias_, 1e-12)
        add_2 = None
        return (hidden_states_5,)
