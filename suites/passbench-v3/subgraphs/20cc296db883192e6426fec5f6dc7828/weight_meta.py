class Program_weight_tensor_meta_attention_probs_1:
    name = "attention_probs_1"
    shape = [1, 12, 20, 20]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.05000000000465661
    std = 0.0005071809520969828
    data = None
    min_val = 0.04808272793889046
    max_val = 0.05179562792181969


class Program_weight_tensor_meta_value_layer_1:
    name = "value_layer_1"
    shape = [1, 12, 20, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0010606106091699985
    std = 0.111197439875095
    data = None
    min_val = -0.45469900965690613
    max_val = 0.43323373794555664
