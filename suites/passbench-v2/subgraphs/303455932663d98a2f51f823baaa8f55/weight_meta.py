class Program_weight_tensor_meta_view_2:
    name = "view_2"
    shape = [1, 185, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0002818876031112913
    std = 0.11101277950315598
    data = None
    min_val = -0.5119752287864685
    max_val = 0.47634679079055786


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 12, 185, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.79209178325697e-05
    std = 0.11071711668226655
    data = None
    min_val = -0.4704064726829529
    max_val = 0.4761291444301605
