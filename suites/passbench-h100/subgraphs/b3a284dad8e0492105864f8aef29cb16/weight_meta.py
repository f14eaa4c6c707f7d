class Program_weight_tensor_meta_attention_probs_reshaped:
    name = "attention_probs_reshaped"
    shape = [4, 19, 19]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.05263157855861864
    std = 0.08761570809670081
    data = None
    min_val = 0.0
    max_val = 1.0


class Program_weight_tensor_meta_value_layer_1:
    name = "value_layer_1"
    shape = [4, 19, 8]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -8.582533969035324e-05
    std = 0.022790561351965288
    data = None
    min_val = -0.07209733128547668
    max_val = 0.06533537805080414
