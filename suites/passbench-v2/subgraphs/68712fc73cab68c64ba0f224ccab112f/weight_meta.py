class Program_weight_tensor_meta_attention_probs:
    name = "attention_probs"
    shape = [196, 12, 96, 96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.003098835256859928
    std = 0.013061562158979119
    data = None
    min_val = -0.07891242951154709
    max_val = 0.06905140727758408
