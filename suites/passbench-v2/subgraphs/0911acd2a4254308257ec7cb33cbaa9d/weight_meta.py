class Program_weight_tensor_meta_input_83:
    name = "input_83"
    shape = [1, 1088, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00029918593951178455
    std = 0.010097593692222524
    data = None
    min_val = -0.03017541766166687
    max_val = 0.03944414481520653


class Program_weight_tensor_meta_hidden_state_234:
    name = "hidden_state_234"
    shape = [1, 1088, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.566441214954304e-08
    std = 1.208814286386766e-07
    data = None
    min_val = 0.0
    max_val = 9.271449812331412e-07
