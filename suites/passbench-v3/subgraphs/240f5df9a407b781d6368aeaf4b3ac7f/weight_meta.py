class Program_weight_tensor_meta_attention_probs_5:
    name = "attention_probs_5"
    shape = [16, 6, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.020408163256384663
    std = 6.232025054035944e-05
    data = None
    min_val = 0.02010083571076393
    max_val = 0.020703867077827454


class Program_weight_tensor_meta_value_layer_2:
    name = "value_layer_2"
    shape = [16, 6, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -7.67132806793167e-05
    std = 0.05583851833394016
    data = None
    min_val = -0.23610855638980865
    max_val = 0.23305778205394745
