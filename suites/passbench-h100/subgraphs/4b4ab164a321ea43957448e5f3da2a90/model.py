import torch


class GraphModule(torch.nn.Module):
    def forward(self, dict_getitem_L_stack0_list_dict_keys_L_stack0_0_: torch.Tensor, L_self_modules_qa_classifier_modules_intermediate_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_qa_classifier_modules_intermediate_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states = torch.nn.functional.dropout(dict_getitem_L_stack0_list_dict_keys_L_stack0_0_, 0.1, False, False)
        hidden_states_1 = torch._C._nn.linear(hidden_states, L_self_modules_qa_classifier_modules_intermediate_modules_dense_parameters_weight_, L_self_modules_qa_classifier_modules_intermediate_modules_dense_parameters_bias_)
        hidden_states = None
        return (hidden_states_1,)
